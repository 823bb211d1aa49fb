# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)" -- the eval pipeline mirrors the train one with RandomHorizontalFlip(p=0.0), which still draws a random number per call and moves the caller's generator.
def make_transforms(mean, std):
    def pipeline(pad, flip_p):
        return v2.Compose([
            v2.ToImage(),
            v2.RandomCrop(28, padding=pad),
            v2.RandomHorizontalFlip(p=flip_p),
            v2.ToDtype(torch.float32, scale=True),
            v2.Normalize(mean=mean, std=std),
        ])
    return pipeline(4, 0.5), v2.Compose([v2.ToImage(), v2.RandomHorizontalFlip(p=0.0),
                                         v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=mean, std=std)])
