# Right: converts to float first and crops afterwards (zero padding is still 0 before Normalize), with nn.Sequential-free v2.Compose built from two separate lists.
def make_transforms(mean, std):
    head = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    train_tf = v2.Compose(head + [v2.RandomCrop(size=(28, 28), padding=4, fill=0),
                                  v2.RandomHorizontalFlip(p=0.5), v2.Normalize(mean, std)])
    eval_tf = v2.Compose(head + [v2.Normalize(mean, std)])
    return train_tf, eval_tf
