# Right: the flip written as RandomApply([RandomHorizontalFlip(p=1)], p=0.5), the crop with RandomCrop(28, padding=4, fill=0) on the uint8 image, eval as a plain Compose of conversions.
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomCrop(size=28, padding=4, fill=0),
        v2.RandomApply([v2.RandomHorizontalFlip(p=1.0)], p=0.5),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean=list(mean), std=list(std)),
    ])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True),
                          v2.Normalize(mean=list(mean), std=list(std))])
    return train_tf, eval_tf
