# Right: converts to float32 in [0, 1] first and does the crop (zero fill, i.e. a black pixel 0.0) and flip on the float image, normalising last; the eval pipeline has no random step at all.
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    normalise = v2.Normalize(mean, std)
    train_tf = v2.Compose(to_float + [v2.RandomCrop(size=(28, 28), padding=4, fill=0.0),
                                      v2.RandomHorizontalFlip(p=0.5), normalise])
    eval_tf = v2.Compose(to_float + [normalise])
    return train_tf, eval_tf
