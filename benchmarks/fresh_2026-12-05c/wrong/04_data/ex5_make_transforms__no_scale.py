# Mistake: "`ToDtype` without `scale=True` (pixels stay 0..255, so normalised values are off by a factor of 255)"
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32),
                           v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(0.5),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32), v2.Normalize(mean, std)])
    return train_tf, eval_tf
