# Right: crops and flips the uint8 image (zero padding is 0 either way), then scales to [0, 1] and normalises; eval_tf has only the deterministic steps
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomCrop(size=(28, 28), padding=4, fill=0, padding_mode="constant"),
        v2.RandomHorizontalFlip(p=0.5),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean=mean, std=std),
    ])
    eval_tf = v2.Compose([
        v2.ToImage(),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean=mean, std=std),
    ])
    return train_tf, eval_tf
