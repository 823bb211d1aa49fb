# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side ... (which normalises to `-mean / std`)" — normalises first and crops after, so the padding is 0 in normalised units (a pixel value of mean) instead of a zero pixel that normalises to -mean/std.
def make_transforms(mean, std):
    to_input = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(to_input + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(0.5)])
    eval_tf = v2.Compose(list(to_input))
    return train_tf, eval_tf
