# Mistake: "scaled to `[0, 1]` and then normalised ... some crops show the zero padding (which normalises to `-mean / std`)": normalising before the crop pads the already-normalised image with 0, so the border of a shifted view is 0 instead of -mean/std.
def make_transforms(mean, std):
    base = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(base + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip()])
    eval_tf = v2.Compose(base)
    return train_tf, eval_tf
