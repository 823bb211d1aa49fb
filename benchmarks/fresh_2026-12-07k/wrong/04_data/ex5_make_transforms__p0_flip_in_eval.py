# Mistake: "eval_tf: no randomness at all (it draws no random numbers, not even for a transform with probability 0)": eval_tf keeps a RandomHorizontalFlip(p=0.0) so that both pipelines share one layout; it never flips, but it still draws a random number per call and moves the global generator
def make_transforms(mean, std):
    def pipeline(flip_p, crop):
        steps = [v2.ToImage()]
        if crop:
            steps.append(v2.RandomCrop(28, padding=4))
        steps += [v2.RandomHorizontalFlip(p=flip_p), v2.ToDtype(torch.float32, scale=True),
                  v2.Normalize(mean, std)]
        return v2.Compose(steps)

    return pipeline(0.5, crop=True), pipeline(0.0, crop=False)
