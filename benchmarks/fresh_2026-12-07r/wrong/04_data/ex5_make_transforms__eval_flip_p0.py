# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)" — eval_tf keeps the same structure with RandomHorizontalFlip(p=0.0) and a crop with padding 0, which still draw from torch's generator.
def make_transforms(mean, std):
    def pipeline(pad, p_flip):
        return v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=pad), v2.RandomHorizontalFlip(p=p_flip),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return pipeline(4, 0.5), pipeline(0, 0.0)
