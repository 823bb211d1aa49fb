# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side" (zeros of the image, which normalise to -mean / std) — the crop and flip come after Normalize, so the padding is 0 in normalised units, i.e. a grey of value `mean`, not black
def make_transforms(mean, std):
    to_normalised = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(to_normalised + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose(list(to_normalised))
    return train_tf, eval_tf
