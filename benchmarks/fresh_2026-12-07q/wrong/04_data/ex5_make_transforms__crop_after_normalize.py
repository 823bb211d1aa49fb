# Mistake: "scaled to `[0, 1]` and then normalised" with a crop "after padding 4 pixels (with zeros)" of the image -- the crop runs after Normalize, so its padding is 0 in normalised units instead of the zero pixels' -mean/std (pixel value mean, not 0).
def make_transforms(mean, std):
    base = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(base + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose(base)
    return train_tf, eval_tf
