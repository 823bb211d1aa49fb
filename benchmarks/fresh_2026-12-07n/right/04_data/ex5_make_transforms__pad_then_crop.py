# Right: flips first, then pads explicitly with v2.Pad(4, fill=0) and takes an unpadded RandomCrop(28) (the order the prompt allows), with the flip probability written out
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomHorizontalFlip(p=0.5),
        v2.Pad(4, fill=0, padding_mode="constant"),
        v2.RandomCrop(28),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean=mean, std=std),
    ])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=mean, std=std)])
    return train_tf, eval_tf
