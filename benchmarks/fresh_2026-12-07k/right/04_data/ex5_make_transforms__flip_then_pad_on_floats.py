# Right: flips first, then pads and crops on the [0, 1] float image (zero padding there normalises to -mean/std just the same), normalising last
def make_transforms(mean, std):
    scale = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    train_tf = v2.Compose(scale + [v2.RandomHorizontalFlip(p=0.5), v2.RandomCrop(size=(28, 28), padding=4, fill=0),
                                   v2.Normalize(mean=mean, std=std)])
    eval_tf = v2.Compose(scale + [v2.Normalize(mean=mean, std=std)])
    return train_tf, eval_tf
