# Mistake: "then a random horizontal flip with probability 0.5": uses RandomVerticalFlip, so about half the views are flipped top to bottom instead of left to right (none is the image flipped left to right).
def make_transforms(mean, std):
    normalise = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomVerticalFlip(0.5), *normalise])
    eval_tf = v2.Compose([v2.ToImage(), *normalise])
    return train_tf, eval_tf
