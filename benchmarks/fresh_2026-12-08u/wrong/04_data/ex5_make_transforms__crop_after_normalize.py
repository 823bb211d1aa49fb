# Mistake: "padding 4 pixels (with zeros)... some crops show the zero padding (which normalises to -mean / std)": the crop and flip come after Normalize, so the padding is 0 in normalised units instead of -mean/std, a value no real pixel window has.
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(to_float + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose(to_float)
    return train_tf, eval_tf
