# Right: pads explicitly with v2.Pad(4, fill=0) and then takes RandomCrop(28) without its own padding; eval is a separate, purely deterministic Compose.
def make_transforms(mean, std):
    mean, std = [float(m) for m in mean], [float(s) for s in std]
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.Pad(4, fill=0),
        v2.RandomCrop(28),
        v2.RandomHorizontalFlip(),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean, std),
    ])
    eval_tf = v2.Compose([
        v2.ToImage(),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean, std),
    ])
    return train_tf, eval_tf
