# Mistake: "each training view must be a 28x28 window of the image padded with 4 zero pixels on every side, flipped left to right or not, scaled and normalised" — Normalize runs before the padded RandomCrop, so the padding is added after normalisation with value 0: the border pixels come out 0 instead of (0 - mean) / std.
def make_transforms(mean, std):
    to_normalised = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(to_normalised + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose(list(to_normalised))
    return train_tf, eval_tf
