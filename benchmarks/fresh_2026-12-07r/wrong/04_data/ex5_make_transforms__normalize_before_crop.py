# Mistake: "padding 4 pixels (with zeros) ... then normalised with `mean` and `std`" (padding "normalises to `-mean / std`") — normalises first and crops after, so the padding is 0 in normalised units instead of -mean/std.
def make_transforms(mean, std):
    base = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=mean, std=std)]
    train_tf = v2.Compose(base + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose(base)
    return train_tf, eval_tf
