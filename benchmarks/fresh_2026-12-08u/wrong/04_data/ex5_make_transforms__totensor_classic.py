# Mistake: "accept a PIL image (or a uint8 tensor of shape (1, 28, 28))": the pipelines start with the classic (deprecated) v2.ToTensor(), which converts PIL images only; a uint8 tensor passes through unscaled and Normalize fails on it.
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           v2.ToTensor(), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToTensor(), v2.Normalize(mean, std)])
    return train_tf, eval_tf
