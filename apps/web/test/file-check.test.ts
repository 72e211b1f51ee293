import { describe, expect, it } from 'vitest';
import { acceptOf, fileProblem, formatFileSize } from '../src/lib/file-check';
import { nextLink } from '../src/lib/paging';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('fileProblem', () => {
  it('accepts a PDF CV and a PNG or JPEG photo', () => {
    expect(fileProblem(file('cv.pdf', 'application/pdf'), 'cv')).toBeNull();
    expect(fileProblem(file('me.png', 'image/png'), 'profile_photo')).toBeNull();
    expect(fileProblem(file('me.jpg', 'image/jpeg'), 'profile_photo')).toBeNull();
  });

  it('refuses another declared type with the upload kind message', () => {
    expect(fileProblem(file('cv.txt', 'text/plain'), 'cv')).toEqual({ key: 'cvMustBePdf' });
    expect(
      fileProblem(file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'cv'),
    ).toEqual({ key: 'cvMustBePdf' });
    expect(fileProblem(file('me.gif', 'image/gif'), 'profile_photo')).toEqual({ key: 'imageMustBePngOrJpeg' });
  });

  it('goes by the extension when the browser declares no type', () => {
    expect(fileProblem(file('CV.PDF', ''), 'cv')).toBeNull();
    expect(fileProblem(file('cv.txt', ''), 'cv')).toEqual({ key: 'cvMustBePdf' });
  });

  it('refuses an empty file and one over the limit, giving the limit', () => {
    expect(fileProblem(file('cv.pdf', 'application/pdf', 0), 'cv')).toEqual({ key: 'emptyFile' });
    expect(fileProblem(file('me.png', 'image/png', 2 * 1024 * 1024 + 1), 'profile_photo')).toEqual({
      key: 'fileTooLargeWith',
      params: { limit: 2 },
    });
  });

  it('builds the accept attribute from the upload rules', () => {
    expect(acceptOf('cv')).toBe('application/pdf,.pdf');
    expect(acceptOf('profile_photo')).toBe('image/png,image/jpeg,.png,.jpg,.jpeg');
  });

  it('writes sizes for people in both languages', () => {
    expect(formatFileSize(820 * 1024, 'en')).toBe('820 KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'fr')).toBe('1,5 Mo');
  });
});

describe('nextLink', () => {
  it('finds rel="next" among the links', () => {
    expect(nextLink('</hiring/jobs/?show_all=true&page=2&page_size=20>; rel="next"')).toBe(
      '/hiring/jobs/?show_all=true&page=2&page_size=20',
    );
    expect(nextLink('</a?page=1>; rel="prev", </a?page=3>; rel="next"')).toBe('/a?page=3');
    expect(nextLink('</a?page=1>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});
