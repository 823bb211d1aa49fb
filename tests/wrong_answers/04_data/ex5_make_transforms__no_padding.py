# Diagnosis: no-zero-padding
# Pitfall: RandomCrop(28) on a 28x28 image without padding is no crop at all: the image never shifts.
def make_transforms(mean, std):
    scale = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28), v2.RandomHorizontalFlip(), *scale])
    eval_tf = v2.Compose([v2.ToImage(), *scale])
    return train_tf, eval_tf
