# Mistake: "then a random horizontal flip with probability 0.5" (each view "flipped left to right or not"): RandomVerticalFlip flips top to bottom, so half the training views are upside-down garments, not mirror images.
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomVerticalFlip(p=0.5),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
