# Right: scales to float first and does the geometry on the float image: the zero padding is still 0.0 before Normalize, so it normalises to -mean / std exactly as padding the uint8 image would; eval_tf holds no random transform
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    normalise = v2.Normalize(mean=list(mean), std=list(std))
    train_tf = v2.Compose(to_float + [v2.RandomCrop(size=(28, 28), padding=4, fill=0, padding_mode="constant"),
                                      v2.RandomHorizontalFlip(p=0.5), normalise])
    eval_tf = v2.Compose(to_float + [normalise])
    return train_tf, eval_tf
