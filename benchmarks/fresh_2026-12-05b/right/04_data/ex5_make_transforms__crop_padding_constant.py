# Right: RandomCrop(28, padding=4, fill=0, padding_mode="constant") and RandomHorizontalFlip(0.5) on the uint8 image, then ToDtype(scale=True) and Normalize; eval without any random step.
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomCrop(size=(28, 28), padding=4, fill=0, padding_mode="constant"),
        v2.RandomHorizontalFlip(0.5),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean, std),
    ])
    eval_tf = v2.Compose([
        v2.ToImage(),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean, std),
    ])
    return train_tf, eval_tf
