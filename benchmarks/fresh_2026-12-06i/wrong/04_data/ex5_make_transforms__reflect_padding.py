# Mistake: "`train_tf`: a random 28x28 crop after padding 4 pixels (with zeros) on every side" — pads with padding_mode="reflect" (no black border artefacts), so the shifted-in pixels are mirrored image content instead of zeros, and no crop shows the -mean/std padding value.
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomCrop(28, padding=4, padding_mode="reflect"),
        v2.RandomHorizontalFlip(p=0.5),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean=mean, std=std),
    ])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True),
                          v2.Normalize(mean=mean, std=std)])
    return train_tf, eval_tf
