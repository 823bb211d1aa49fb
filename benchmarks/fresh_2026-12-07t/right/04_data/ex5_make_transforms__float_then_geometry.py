# Right: converts to float (scale=True) first and flips before cropping on the float image; zero padding of a [0, 1] image is still 0 before Normalize, so every view is the same window the obvious pipeline gives.
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    normalise = v2.Normalize(mean=list(mean), std=list(std))
    train_tf = v2.Compose(to_float + [v2.RandomHorizontalFlip(p=0.5), v2.RandomCrop(size=(28, 28), padding=4, fill=0),
                                      normalise])
    eval_tf = v2.Compose(to_float + [normalise])
    return train_tf, eval_tf
