# Mistake: "return a float32 tensor of shape (1, 28, 28)": normalisation is a Lambda with torch.tensor(mean) and torch.tensor(std), which take the default dtype, so a caller with torch.set_default_dtype(torch.float64) gets float64 images.
def make_transforms(mean, std):
    normalise = v2.Lambda(lambda x: (x - torch.tensor(mean).view(-1, 1, 1)) / torch.tensor(std).view(-1, 1, 1))
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           v2.ToDtype(torch.float32, scale=True), normalise])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), normalise])
    return train_tf, eval_tf
