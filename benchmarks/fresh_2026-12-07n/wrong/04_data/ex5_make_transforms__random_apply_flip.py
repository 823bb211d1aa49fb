# Mistake: "then a random horizontal flip with probability 0.5": wrapping RandomHorizontalFlip (already p=0.5) in RandomApply(..., p=0.5) flips only a quarter of the views
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4),
                           v2.RandomApply([v2.RandomHorizontalFlip()], p=0.5),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
