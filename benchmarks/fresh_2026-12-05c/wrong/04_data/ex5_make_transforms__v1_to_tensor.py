# Mistake: "two `v2` pipelines ... that accept a PIL image (or a `uint8` tensor of shape `(1, 28, 28)`)" — uses the old transforms.ToTensor, which raises on a uint8 tensor input
from torchvision import transforms as T


def make_transforms(mean, std):
    train_tf = v2.Compose([T.ToTensor(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(0.5),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([T.ToTensor(), v2.Normalize(mean, std)])
    return train_tf, eval_tf
