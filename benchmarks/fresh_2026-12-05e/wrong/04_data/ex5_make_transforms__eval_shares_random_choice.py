# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)" — eval_tf is the train pipeline with its random steps wrapped in RandomApply(p=0.0): it never crops, but it still draws a random number on every call
def make_transforms(mean, std):
    augment = [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)]
    train_tf = v2.Compose([v2.ToImage(), *augment, v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.RandomApply(augment, p=0.0),
                          v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
