# Mistake: "scaled to `[0, 1]` and then normalised ... each training view must be a 28x28 window of the image padded with 4 zero pixels on every side, ... scaled and normalised" — normalises before cropping, so the padded border is 0 after normalisation instead of the normalised zero pixel -mean / std
def make_transforms(mean, std):
    base = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(base + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose(base)
    return train_tf, eval_tf
