# Mistake: "the inputs come back unchanged and global state as found" — make_transforms calls torch.manual_seed(0) "so the augmentation is reproducible", which resets the caller's global random generator every time the pipelines are built.
def make_transforms(mean, std):
    torch.manual_seed(0)
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
