# Mistake: "the inputs come back unchanged and global state as found" — seeds the global generator while building the pipelines "for reproducible augmentation", which resets the caller's RNG state on every call of make_transforms
def make_transforms(mean, std):
    torch.manual_seed(0)
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4, fill=0), v2.RandomHorizontalFlip(p=0.5),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
