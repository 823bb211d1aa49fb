# Mistake: "two `v2` pipelines for FashionMNIST that accept a PIL image (or a `uint8` tensor of shape `(1, 28, 28)`)" -- v2.ToTensor only converts PIL images and arrays: a uint8 tensor passes through unscaled, and Normalize then fails on (or mis-scales) it.
import warnings


def make_transforms(mean, std):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        to_tensor = v2.ToTensor()          # PIL -> float tensor in [0, 1]
    train_tf = v2.Compose([v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(), to_tensor,
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([to_tensor, v2.Normalize(mean, std)])
    return train_tf, eval_tf
