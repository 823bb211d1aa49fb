# Mistake: "two `v2` pipelines for FashionMNIST that accept a PIL image (or a `uint8` tensor of shape `(1, 28, 28)`)" — the (deprecated) ToTensor scales PIL images but passes a uint8 tensor through untouched, so Normalize then raises on uint8 tensor inputs.
import warnings


def make_transforms(mean, std):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        train_tf = v2.Compose([v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5), v2.ToTensor(),
                               v2.Normalize(mean, std)])
        eval_tf = v2.Compose([v2.ToTensor(), v2.Normalize(mean, std)])
    return train_tf, eval_tf
