# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)": both pipelines come from one builder, and eval gets RandomHorizontalFlip(p=0.0), which still draws a random number on every call.
def _pipeline(mean, std, train):
    steps = [v2.ToImage()]
    if train:
        steps.append(v2.RandomCrop(28, padding=4))
    steps.append(v2.RandomHorizontalFlip(p=0.5 if train else 0.0))
    steps += [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    return v2.Compose(steps)

def make_transforms(mean, std):
    return _pipeline(mean, std, train=True), _pipeline(mean, std, train=False)
