# Mistake: "two `v2` pipelines ... that accept a PIL image (or a `uint8` tensor of shape `(1, 28, 28)`)": v2.ToTensor converts only PIL images and passes a uint8 tensor through unscaled, so Normalize then fails on a tensor input ("Input tensor should be a float tensor").
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(0.5),
                           v2.ToTensor(), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToTensor(), v2.Normalize(mean, std)])
    return train_tf, eval_tf
