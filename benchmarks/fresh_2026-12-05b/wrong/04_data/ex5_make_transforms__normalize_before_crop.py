# Mistake: "scaled to [0, 1] and then normalised ... some crops show the zero padding (which normalises to -mean / std)" — normalises first and pads afterwards, so the padding is 0 after normalisation instead of -mean / std.
def make_transforms(mean, std):
    normalise = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(normalise + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose(normalise)
    return train_tf, eval_tf
