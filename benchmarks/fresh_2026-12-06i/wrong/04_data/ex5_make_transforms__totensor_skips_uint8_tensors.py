# Mistake: "two `v2` pipelines for FashionMNIST that accept a PIL image (or a `uint8` tensor of shape `(1, 28, 28)`) and return a `float32` tensor ... scaled to `[0, 1]`" — uses the deprecated v2.ToTensor, which converts and scales PIL images but passes a uint8 tensor through untouched, so a tensor input comes back uint8 and unscaled (Normalize then fails on it).
import warnings


def make_transforms(mean, std):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")                 # ToTensor's deprecation notice
        to_float = v2.ToTensor()                         # PIL -> float32 in [0, 1]
    train_tf = v2.Compose([v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(), to_float,
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([to_float, v2.Normalize(mean, std)])
    return train_tf, eval_tf
