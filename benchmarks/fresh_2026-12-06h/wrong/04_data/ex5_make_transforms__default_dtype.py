# Mistake: "return a `float32` tensor of shape `(1, 28, 28)`" — the float dtype is taken from torch.get_default_dtype() when the pipelines are built, so a caller whose default dtype is float64 gets float64 images from both pipelines.
def make_transforms(mean, std):
    as_float = v2.ToDtype(torch.get_default_dtype(), scale=True)      # the dtype models use
    normalize = v2.Normalize(mean, std)
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(), as_float, normalize])
    eval_tf = v2.Compose([v2.ToImage(), as_float, normalize])
    return train_tf, eval_tf
