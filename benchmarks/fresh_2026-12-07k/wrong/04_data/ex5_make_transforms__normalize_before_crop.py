# Mistake: "padding 4 pixels (with zeros) ... then normalised" (the padding "normalises to -mean / std"): Normalize runs before the crop, so the zero padding is added after normalisation and shows as 0 instead of -mean/std
def make_transforms(mean, std):
    to_input = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(to_input + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip()])
    eval_tf = v2.Compose(list(to_input))
    return train_tf, eval_tf
