# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)": both pipelines come from one builder where eval just sets the flip probability to 0, and RandomHorizontalFlip(p=0.0) still draws a random number per call, moving the caller's global generator.
def make_transforms(mean, std):
    def build(train):
        steps = [v2.ToImage()]
        if train:
            steps.append(v2.RandomCrop(28, padding=4))
        steps += [v2.RandomHorizontalFlip(p=0.5 if train else 0.0),
                  v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
        return v2.Compose(steps)
    return build(True), build(False)
