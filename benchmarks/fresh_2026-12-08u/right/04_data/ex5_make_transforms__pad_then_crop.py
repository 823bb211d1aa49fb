# Right: pads explicitly with v2.Pad(4, fill=0) and then takes a RandomCrop(28) without padding, flips before the crop (either order allowed); mean and std passed as tuples.
def make_transforms(mean, std):
    normalise = v2.Normalize(mean=tuple(float(m) for m in mean), std=tuple(float(s) for s in std))
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomHorizontalFlip(p=0.5),
        v2.Pad(4, fill=0),
        v2.RandomCrop(28),
        v2.ToDtype(torch.float32, scale=True),
        normalise,
    ])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), normalise])
    return train_tf, eval_tf
