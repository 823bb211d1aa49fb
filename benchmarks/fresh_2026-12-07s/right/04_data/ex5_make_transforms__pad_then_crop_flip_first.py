# Right: flips first, then pads explicitly with v2.Pad(4) (zeros) and crops 28x28 without padding; scales to float before the geometry, which gives the same values.
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.ToDtype(torch.float32, scale=True),
        v2.RandomHorizontalFlip(p=0.5),
        v2.Pad(4, fill=0),
        v2.RandomCrop(28),
        v2.Normalize(mean=list(mean), std=list(std)),
    ])
    eval_tf = v2.Compose([
        v2.ToImage(),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean=list(mean), std=list(std)),
    ])
    return train_tf, eval_tf
