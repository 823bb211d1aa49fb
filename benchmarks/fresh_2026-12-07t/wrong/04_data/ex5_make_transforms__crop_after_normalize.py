# Mistake: "each training view must be a 28x28 window of the image padded with 4 zero pixels on every side, ... scaled and normalised" (the padding "normalises to -mean / std"): the crop runs after Normalize, so its zero padding stays 0 instead of becoming -mean/std.
def make_transforms(mean, std):
    to_input = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    eval_tf = v2.Compose(to_input)
    train_tf = v2.Compose(to_input + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip()])
    return train_tf, eval_tf
