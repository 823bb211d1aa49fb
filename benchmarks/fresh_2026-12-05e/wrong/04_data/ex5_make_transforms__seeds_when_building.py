# Mistake: "the inputs come back unchanged and global state as found" (the tests build the pipelines expecting no draw) — seeds torch's global generator while building the pipelines "for reproducibility", resetting the caller's random state
def make_transforms(mean, std):
    torch.manual_seed(0)
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
