# Right: converts to float in [0, 1] before the geometry (RandomCrop pads the float image with 0.0, flips it), then normalises; eval_tf is the two deterministic conversions plus Normalize, built from the same transform objects.
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    normalize = v2.Normalize(mean=list(mean), std=list(std))
    train_tf = v2.Compose([*to_float, v2.RandomCrop(size=(28, 28), padding=4, fill=0),
                           v2.RandomHorizontalFlip(p=0.5), normalize])
    eval_tf = v2.Compose([*to_float, normalize])
    return train_tf, eval_tf
