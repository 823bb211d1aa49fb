# Mistake: "scaled to `[0, 1]` and then normalised ... a random 28x28 crop after padding 4 pixels (with zeros)" — the crop comes after Normalize, so the zero padding is added in normalised space: padded pixels are 0 instead of (0 - mean) / std, i.e. not black pixels but mid-grey ones.
def make_transforms(mean, std):
    to_input = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(to_input + [v2.RandomCrop(28, padding=4, fill=0), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose(list(to_input))
    return train_tf, eval_tf
