# Mistake: "`eval_tf`: no randomness at all" — returns the random training pipeline for both splits
def make_transforms(mean, std):
    tf = v2.Compose([
        v2.ToImage(),
        v2.ToDtype(torch.float32, scale=True),
        v2.RandomCrop(28, padding=4, fill=0),
        v2.RandomHorizontalFlip(p=0.5),
        v2.Normalize(mean, std),
    ])
    return tf, tf
