# Mistake: "accept a PIL image (or a uint8 tensor of shape (1, 28, 28))" — the classic transforms.ToTensor scales PIL images correctly but raises a TypeError ("pic should be PIL Image or ndarray") on a uint8 tensor input
from torchvision import transforms as T


def make_transforms(mean, std):
    train_tf = v2.Compose([v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           T.ToTensor(), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([T.ToTensor(), v2.Normalize(mean, std)])
    return train_tf, eval_tf
